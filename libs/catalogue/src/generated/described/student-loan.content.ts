// Generated from libs/calc-engine/src/calculators/student-loan/student-loan.ts and student-loan.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const studentLoanContent: ExplanatoryContent = {
  "whatItComputes": "This calculator works out the fixed monthly payment on a student loan repaid in equal installments, the way the federal Standard Repayment Plan and most private fixed-rate loans work. It also shows the two things that change what a student loan really costs: the interest that builds up before the first payment, and the interest you save by paying more than the minimum.\n\nIt gives the scheduled monthly payment, the interest charged before repayment and the balance repayment starts from, how many months the loan takes to clear, the total you pay, the total interest, and the interest your extra payments save.",
  "howToUse": "Enter what you owe and the loan's interest rate. If you have several loans at different rates and repay them together, use their total and a rate weighted by balance. The repayment term is 10 years on the standard federal plan; enter another length for an extended plan or a private loan.\n\nIf you are still in school or in the six-month grace period after it, enter the months left until the first payment. To see what paying extra does, enter the amount you could add each month on top of the scheduled payment.",
  "formulaExplained": "On unsubsidized loans, interest is charged while you are not yet repaying, but it does not compound: each month adds the same amount, the balance times a twelfth of the rate. When repayment starts, that unpaid interest is added to the balance, which is called capitalization. $30,000 at 6.53% with 6 months to go builds up $979.50 of interest, so repayment starts from $30,979.50.\n\nThe monthly payment is then the level payment that repays that balance over the term. $30,000 at 6.53% over 10 years costs $341.10 a month and $10,932.24 of interest in all; after the 6 months of grace it is $352.24 a month and $12,268.68 of interest, the accrued interest included.\n\nAn extra payment repays principal straight away, so the next month's interest is charged on a smaller balance and the loan ends early. $30,000 at 6% with $100 extra each month is paid off in 86 months instead of 120, saving $3,046.28 of interest.",
  "readingTheResult": "The monthly payment is the scheduled one, without any extra. Months to pay off counts the payments until the balance reaches zero, the last one smaller than the others. Total paid adds up every payment, extras included; total interest is the interest charged before and during repayment; interest saved compares it with paying only the scheduled amount.\n\nA longer term lowers the payment but raises the interest: the same $30,000 at 6.53% over 15 years is $261.83 a month, with $17,128.90 of interest. The schedule lists every month's interest, principal and balance.",
  "limitations": "Federal loans charge interest daily, and this calculator counts it by the month, so a statement can differ by a few dollars. It assumes a fixed rate and a payment made every month. Subsidized federal loans charge no interest while you are in school, so enter 0 months for them. Income-driven repayment plans set the payment from your income and family size and can forgive a balance after many years; their rules change with the law and are not modelled here, and neither are deferment, forbearance or Public Service Loan Forgiveness.\n\nYour loan servicer can confirm your balance, rate and payment. For help choosing a repayment plan, studentaid.gov and a nonprofit student loan counselor are good places to start.",
  "faq": [
    {
      "question": "How much is the payment on a $30,000 student loan?",
      "answer": "On the standard 10-year plan at 6.53%, $341.10 a month. Over 15 years it falls to $261.83, but the interest rises from $10,932.24 to $17,128.90."
    },
    {
      "question": "Does interest build up while I am in school?",
      "answer": "On unsubsidized federal loans and most private loans, yes. It is simple interest while you study and during the grace period, and it is added to your balance when repayment starts. Paying it as it builds up avoids that."
    },
    {
      "question": "How much do extra payments save?",
      "answer": "Enter the extra amount. $100 a month on $30,000 at 6% clears the loan 34 months early and saves $3,046.28 of interest. Ask your servicer to apply extra payments to principal rather than to future payments."
    },
    {
      "question": "Does this include income-driven repayment?",
      "answer": "No. Income-driven plans set the payment from your income, not from the balance and term, and their rules change; use the Loan Simulator at studentaid.gov for them."
    }
  ]
};
