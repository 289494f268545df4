// Generated from libs/calc-engine/src/calculators/scholarship/scholarship.ts and scholarship.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const scholarshipContent: ExplanatoryContent = {
  "whatItComputes": "The price on a college's website is not what most students pay. This calculator works out your net price: the full cost of attendance for a year, less the scholarships and grants you receive and never have to repay. It shows the net price for the first year, the share of the cost your aid covers, and the totals over your whole degree, with costs rising each year if you enter an annual increase.\n\nThe net price is the measure US federal law uses. The Higher Education Opportunity Act of 2008 (20 U.S.C. 1015a) defines it as the cost of attendance minus grant and scholarship aid, and requires every college that takes federal student aid to offer a net price calculator on its website. This calculator uses the same definition, so you can compare colleges on the same basis using your own figures.",
  "howToUse": "Enter the yearly costs from the college's cost of attendance (it appears on the financial aid pages and in your award letter): tuition and fees, room and board (housing and food), books and supplies, and transportation and personal expenses. Living at home, you can leave room and board at 0 but keep food and travel costs in the last field.\n\nThen enter the scholarships and grants you have been offered for one year. Count only gift aid: Federal Pell Grants, state grants, college grants and private scholarships. Leave out federal and private loans and work-study, which you repay or earn. Set the years of study and, if you like, an annual cost increase; 3% is a reasonable planning figure for many colleges, but check the college's recent history.",
  "formulaExplained": "Net price = COA − (S + G). With $30,000 of tuition and fees, a $10,000 scholarship and a $5,000 grant, the net price is $30,000 − $15,000 = $15,000 a year, and the aid covers 50% of the cost. Over four years that is $60,000 of the $120,000 total.\n\nWith a cost increase g, the cost of year k is COA × (1 + g)^k, counting the first year as k = 0. A $26,200 cost of attendance rising 3% a year costs $26,200, $26,986, $27,795.58 and $28,629.45, a total of $109,611.03. With an $8,000 scholarship each year, the net price starts at $18,200 and adds up to $77,611.03, because the scholarship does not grow with the costs. A year's net price is never below $0.",
  "readingTheResult": "The net price is what you and your family must find each year from savings, income, work-study or loans. Compare colleges by net price, not by sticker price: a private college with a $60,000 price and generous grants can cost less than a public university with little aid. College Navigator and the College Scorecard from the US Department of Education publish each college's average net price by family income, which is a useful check on your own figures.\n\nThe coverage percentage shows how much of the cost your gift aid covers. If it reaches 100%, your net price is $0.",
  "limitations": "The calculator assumes your aid stays the same every year. Many scholarships must be renewed and require a minimum GPA or full-time enrollment, and need-based aid changes with your family's finances, which you report on the FAFSA every year. Colleges' cost-of-attendance figures for housing, books and personal costs are estimates; your own spending may differ.\n\nIn the US, scholarship and grant money used for tuition, fees, books and required supplies is tax-free for degree students, but money used for room and board or travel is taxable income (IRS Publication 970). A college may also reduce other aid if your outside scholarships push your total aid above your cost of attendance. This tool does not estimate the aid you might receive; for that, use each college's own net price calculator.",
  "faq": [
    {
      "question": "What is the net price of college?",
      "answer": "It is the cost of attendance (tuition, fees, housing, food, books, transportation and personal costs) minus the grants and scholarships you receive. Loans are not subtracted because you must repay them."
    },
    {
      "question": "Should I include student loans as aid?",
      "answer": "No. Loans reduce what you pay now but not what college costs you: you repay them with interest. Count them as one of the ways to pay the net price."
    },
    {
      "question": "Are scholarships taxable?",
      "answer": "In the US, scholarships and grants used for tuition, fees, books and required supplies are tax-free for degree candidates. Amounts used for room, board or travel, and payments for teaching or research work, are taxable. IRS Publication 970 has the details."
    },
    {
      "question": "How much does college cost go up each year?",
      "answer": "It varies by college and year. Published tuition has often risen a few percent a year, so 3% is a common planning assumption; look at the college's own tuition history for a better estimate."
    }
  ]
};
