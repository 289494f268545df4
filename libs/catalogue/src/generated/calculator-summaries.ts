// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorSummary } from '../summaries.js';

export const calculatorSummaries: readonly CalculatorSummary[] = [
  {
    "slug": "mortgage",
    "aliases": [
      "mortgage-calculator",
      "mortgage-payment",
      "house-payment",
      "home-loan"
    ],
    "title": "Mortgage Calculator",
    "description": "Estimate your monthly house payment with principal, interest, property tax, homeowners insurance, PMI and HOA fees.",
    "category": "finance",
    "topic": "mortgages"
  },
  {
    "slug": "car-loan",
    "aliases": [
      "car-loan-calculator",
      "auto-loan",
      "car-payment",
      "vehicle-loan"
    ],
    "title": "Car Loan Calculator",
    "description": "Find your monthly car payment, including sales tax, fees, down payment and trade-in, and the interest the loan will cost.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "personal-loan",
    "aliases": [
      "personal-loan-calculator",
      "installment-loan",
      "debt-consolidation-loan"
    ],
    "title": "Personal Loan Calculator",
    "description": "Work out the monthly payment, total interest and true APR of a personal loan, including any origination fee.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "student-loan",
    "aliases": [
      "student-loan-calculator",
      "student-loan-payment",
      "college-loan",
      "student-loan-payoff",
      "standard-repayment-plan"
    ],
    "title": "Student Loan Calculator",
    "description": "Find the monthly payment on a student loan, the interest that builds up before repayment starts, and what paying extra each month saves.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "compound-interest",
    "aliases": [
      "compound-interest-calculator",
      "compounding",
      "apy"
    ],
    "title": "Compound Interest Calculator",
    "description": "See how savings grow when interest earns interest, with any compounding frequency and optional monthly deposits.",
    "category": "finance",
    "topic": "savings"
  },
  {
    "slug": "simple-interest",
    "aliases": [
      "simple-interest-calculator",
      "flat-interest"
    ],
    "title": "Simple Interest Calculator",
    "description": "Calculate simple interest on an amount over years, months or days, and the total you will owe or receive.",
    "category": "finance",
    "topic": "savings"
  },
  {
    "slug": "interest",
    "aliases": [
      "interest-calculator",
      "interest-earned",
      "interest-after-tax",
      "investment-interest"
    ],
    "title": "Interest Calculator",
    "description": "See what an investment grows to with monthly and yearly contributions, after tax on the interest and in today's money after inflation.",
    "category": "finance",
    "topic": "savings"
  },
  {
    "slug": "roi",
    "aliases": [
      "roi-calculator",
      "return-on-investment",
      "investment-return"
    ],
    "title": "ROI Calculator",
    "description": "Measure the return on an investment as a percentage of what you put in, and as a yearly rate when you know how long you held it.",
    "category": "finance",
    "topic": "savings"
  },
  {
    "slug": "retirement",
    "aliases": [
      "retirement-calculator",
      "retirement-savings",
      "retirement-planner",
      "nest-egg"
    ],
    "title": "Retirement Calculator",
    "description": "Project your retirement savings, the nest egg your income goal needs under the 4% rule, and the monthly saving that gets you there.",
    "category": "finance",
    "topic": "savings"
  },
  {
    "slug": "savings-goal",
    "aliases": [
      "savings-goal-calculator",
      "savings-calculator",
      "how-much-to-save"
    ],
    "title": "Savings Goal Calculator",
    "description": "Find out how much to save each month to reach a savings goal by a target date, counting interest on what you already have.",
    "category": "finance",
    "topic": "savings"
  },
  {
    "slug": "savings",
    "aliases": [
      "savings-balance",
      "savings-growth",
      "savings-account-calculator",
      "monthly-savings-calculator"
    ],
    "title": "Savings Calculator",
    "description": "See how much a savings account will hold after years of monthly deposits that can rise each year, with interest compounding and tax on it.",
    "category": "finance",
    "topic": "savings"
  },
  {
    "slug": "investment",
    "aliases": [
      "investment-calculator",
      "investment-growth",
      "future-value"
    ],
    "title": "Investment Calculator",
    "description": "Project what a starting amount plus regular monthly contributions could grow to at a steady annual return.",
    "category": "finance",
    "topic": "savings"
  },
  {
    "slug": "amortization",
    "aliases": [
      "amortization-calculator",
      "amortization-schedule",
      "loan-amortization",
      "extra-payments"
    ],
    "title": "Amortization Calculator",
    "description": "See how each loan payment splits between interest and principal month by month, and how much extra payments save.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "mortgage-payoff",
    "aliases": [
      "mortgage-payoff-calculator",
      "early-mortgage-payoff",
      "pay-off-mortgage-early",
      "extra-mortgage-payment",
      "mortgage-prepayment"
    ],
    "title": "Mortgage Payoff Calculator",
    "description": "See how much sooner extra monthly, yearly or one-time payments pay off your mortgage and how much interest they save, or the extra a target date needs.",
    "category": "finance",
    "topic": "mortgages"
  },
  {
    "slug": "refinance",
    "aliases": [
      "refinance-calculator",
      "refi",
      "mortgage-refinance",
      "refinancing"
    ],
    "title": "Refinance Calculator",
    "description": "Compare your current loan with a new one: the monthly savings, the months needed to recover closing costs and the lifetime difference.",
    "category": "finance",
    "topic": "mortgages"
  },
  {
    "slug": "home-equity-loan",
    "aliases": [
      "home-equity-loan-calculator",
      "home-equity",
      "second-mortgage",
      "cltv-calculator",
      "equity-loan"
    ],
    "title": "Home Equity Loan Calculator",
    "description": "Find how much you can borrow against your home at a lender's combined loan-to-value limit, and the fixed monthly payment of a home equity loan.",
    "category": "finance",
    "topic": "mortgages"
  },
  {
    "slug": "debt-payoff",
    "aliases": [
      "debt-payoff-calculator",
      "credit-card-payoff",
      "pay-off-debt",
      "debt-free"
    ],
    "title": "Debt Payoff Calculator",
    "description": "Find out how long a fixed monthly payment takes to clear a credit card or other debt, and how much interest it costs.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "credit-card",
    "aliases": [
      "credit-card-calculator",
      "credit-card-interest",
      "pay-off-credit-card",
      "credit-card-payment"
    ],
    "title": "Credit Card Payoff Calculator",
    "description": "Find how many months a fixed payment takes to clear a credit card and the interest it costs, or the monthly payment that clears it by a chosen month.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "loan",
    "aliases": [
      "loan-calculator",
      "loan-payment",
      "emi-calculator",
      "emi"
    ],
    "title": "Loan Calculator",
    "description": "Calculate the monthly payment, total repayment and total interest of a fixed-rate loan from its amount, rate and term.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "payment",
    "aliases": [
      "payment-calculator",
      "monthly-payment",
      "loan-payoff-time",
      "number-of-payments",
      "pmt-calculator"
    ],
    "title": "Payment Calculator",
    "description": "Find the monthly payment for a loan amount, rate and term, or how many payments a fixed monthly amount takes to repay a loan.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "interest-rate",
    "aliases": [
      "interest-rate-calculator",
      "loan-rate",
      "apr-from-payment",
      "implied-interest-rate",
      "rate-calculator"
    ],
    "title": "Interest Rate Calculator",
    "description": "Find the annual interest rate (APR) a loan really charges from the amount borrowed, the number of months and the monthly payment.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "finance",
    "aliases": [
      "finance-calculator",
      "tvm-calculator",
      "time-value-of-money",
      "financial-calculator",
      "tvm-solver"
    ],
    "title": "Finance Calculator",
    "description": "Time value of money as on a financial calculator - find the future value, or solve for periods, rate, present value or payment.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "auto-lease",
    "aliases": [
      "auto-lease-calculator",
      "car-lease",
      "car-lease-calculator",
      "lease-payment",
      "money-factor"
    ],
    "title": "Auto Lease Calculator",
    "description": "Work out a car lease's monthly payment from the price, residual value and money factor or interest rate, with sales tax and the total cost of the lease.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "debt-to-income",
    "aliases": [
      "debt-to-income-calculator",
      "dti",
      "dti-calculator",
      "dti-ratio",
      "debt-to-income-ratio",
      "debt-ratio"
    ],
    "title": "Debt-to-Income (DTI) Ratio Calculator",
    "description": "Work out your debt-to-income ratio, the share of gross monthly income your debt payments take, as mortgage lenders measure it, with the housing ratio.",
    "category": "finance",
    "topic": "mortgages"
  },
  {
    "slug": "rent",
    "aliases": [
      "rent-calculator",
      "rent-affordability",
      "rent-affordability-calculator",
      "how-much-rent-can-i-afford",
      "affordable-rent"
    ],
    "title": "Rent Affordability Calculator",
    "description": "How much rent you can afford on your income, at 30% of gross pay, capped so that rent and your other debts stay within 36% of it.",
    "category": "finance",
    "topic": "mortgages"
  },
  {
    "slug": "house-affordability",
    "aliases": [
      "house-affordability-calculator",
      "home-affordability",
      "how-much-house-can-i-afford",
      "mortgage-affordability",
      "affordability-calculator"
    ],
    "title": "House Affordability Calculator",
    "description": "Find the most expensive home your income supports under the 28/36 rule, with the monthly mortgage, tax, insurance and PMI it would cost.",
    "category": "finance",
    "topic": "mortgages"
  },
  {
    "slug": "real-estate",
    "aliases": [
      "real-estate-calculator",
      "rental-property",
      "rental-property-calculator",
      "cap-rate",
      "cash-on-cash-return",
      "rental-investment"
    ],
    "title": "Real Estate Calculator",
    "description": "A rental property's IRR over the years you hold it, with its cap rate, cash-on-cash return and monthly cash flow from the price, loan, rent and costs.",
    "category": "finance",
    "topic": "mortgages"
  },
  {
    "slug": "budget",
    "aliases": [
      "budget-calculator",
      "50-30-20",
      "50-30-20-rule",
      "monthly-budget",
      "budget-planner"
    ],
    "title": "Budget Calculator",
    "description": "Check your monthly budget against the 50/30/20 rule, with the share going to needs, wants and savings and how much is left over or missing.",
    "category": "finance",
    "topic": "spending"
  },
  {
    "slug": "salary",
    "aliases": [
      "salary-calculator",
      "hourly-to-salary",
      "salary-to-hourly",
      "pay-calculator",
      "wage-calculator",
      "annual-salary"
    ],
    "title": "Salary Calculator",
    "description": "Convert pay between hourly, daily, weekly, biweekly, semimonthly, monthly, quarterly and annual amounts, with and without holidays and vacation days.",
    "category": "finance",
    "topic": "spending"
  },
  {
    "slug": "discount",
    "aliases": [
      "discount-calculator",
      "sale-price",
      "sale-price-calculator",
      "percent-off",
      "percent-off-calculator",
      "price-after-discount"
    ],
    "title": "Discount Calculator",
    "description": "Find the sale price after a percent or dollar discount, an extra discount on top and sales tax, or work back from a sale price to the original.",
    "category": "finance",
    "topic": "spending"
  },
  {
    "slug": "sales-tax",
    "aliases": [
      "sales-tax-calculator",
      "tax-calculator",
      "reverse-sales-tax",
      "price-before-tax"
    ],
    "title": "Sales Tax Calculator",
    "description": "Find the sales tax and the total price for any price and rate, or work back from a receipt's total to the price before tax or the rate.",
    "category": "finance",
    "topic": "spending"
  },
  {
    "slug": "bmi",
    "aliases": [
      "bmi-calculator",
      "body-mass-index",
      "body-mass-index-calculator",
      "calculate-bmi",
      "bmi-check"
    ],
    "title": "BMI Calculator",
    "description": "Calculate your body mass index from your weight and height, see your CDC weight category and the healthy weight range for your height.",
    "category": "health",
    "topic": "body"
  },
  {
    "slug": "body-fat",
    "aliases": [
      "body-fat-calculator",
      "body-fat-percentage",
      "bodyfat",
      "navy-body-fat",
      "body-fat-percentage-calculator"
    ],
    "title": "Body Fat Calculator",
    "description": "Estimate your body fat percentage from a tape measure with the U.S. Navy method, with your ACE fitness category and fat and lean mass.",
    "category": "health",
    "topic": "body"
  },
  {
    "slug": "bmr",
    "aliases": [
      "bmr-calculator",
      "basal-metabolic-rate",
      "basal-metabolic-rate-calculator",
      "rmr",
      "metabolism-calculator"
    ],
    "title": "BMR Calculator",
    "description": "Find your basal metabolic rate, the calories your body burns at rest, with the Mifflin-St Jeor, Harris-Benedict or Katch-McArdle equation.",
    "category": "health",
    "topic": "nutrition"
  },
  {
    "slug": "water-intake",
    "aliases": [
      "water-intake-calculator",
      "water-calculator",
      "hydration-calculator",
      "daily-water-intake",
      "how-much-water"
    ],
    "title": "Water Intake Calculator",
    "description": "Estimate how much water to drink each day from your weight, exercise and climate, next to the National Academies reference intake.",
    "category": "health",
    "topic": "nutrition"
  },
  {
    "slug": "calorie",
    "aliases": [
      "calorie-calculator",
      "tdee",
      "tdee-calculator",
      "calories",
      "daily-calories",
      "maintenance-calories"
    ],
    "title": "Calorie Calculator",
    "description": "Work out how many calories you need a day to keep, lose or gain weight, from your BMR, activity level and goal.",
    "category": "health",
    "topic": "nutrition"
  },
  {
    "slug": "protein",
    "aliases": [
      "protein-calculator",
      "protein-intake",
      "protein-intake-calculator",
      "daily-protein",
      "protien-calculator"
    ],
    "title": "Protein Calculator",
    "description": "Find how many grams of protein to eat a day for your body weight and activity, from the RDA minimum to athletes' needs.",
    "category": "health",
    "topic": "nutrition"
  },
  {
    "slug": "macros",
    "aliases": [
      "macros-calculator",
      "macro-calculator",
      "macro",
      "macronutrient-calculator",
      "iifym"
    ],
    "title": "Macro Calculator",
    "description": "Split your daily calories into grams of carbohydrate, protein and fat for a balanced, low-carb, keto, Zone or custom diet.",
    "category": "health",
    "topic": "nutrition"
  },
  {
    "slug": "ideal-weight",
    "aliases": [
      "ideal-weight-calculator",
      "ideal-body-weight",
      "ibw",
      "ibw-calculator",
      "healthy-weight-calculator"
    ],
    "title": "Ideal Weight Calculator",
    "description": "Estimate your ideal body weight for your height and sex with the Devine, Robinson, Miller and Hamwi formulas and the healthy BMI range.",
    "category": "health",
    "topic": "body"
  },
  {
    "slug": "body-surface-area",
    "aliases": [
      "body-surface-area-calculator",
      "bsa",
      "bsa-calculator",
      "mosteller",
      "mosteller-bsa"
    ],
    "title": "Body Surface Area Calculator",
    "description": "Calculate body surface area in square meters from height and weight with the Mosteller, DuBois, Haycock and Gehan-George formulas.",
    "category": "health",
    "topic": "body"
  },
  {
    "slug": "target-heart-rate",
    "aliases": [
      "target-heart-rate-calculator",
      "thr",
      "heart-rate-zone",
      "heart-rate-zones",
      "karvonen",
      "max-heart-rate"
    ],
    "title": "Target Heart Rate Calculator",
    "description": "Find your target heart rate for exercise and your moderate and vigorous heart-rate zones, by the Karvonen or percentage-of-maximum method.",
    "category": "health",
    "topic": "fitness"
  },
  {
    "slug": "pregnancy-due-date",
    "aliases": [
      "pregnancy-due-date-calculator",
      "due-date",
      "due-date-calculator",
      "pregnancy-calculator",
      "edd",
      "pregnancy-week-calculator"
    ],
    "title": "Pregnancy Due Date Calculator",
    "description": "Estimate your baby's due date from the first day of your last period or the conception date, with your trimesters and weeks pregnant.",
    "category": "health",
    "topic": "pregnancy"
  },
  {
    "slug": "pace",
    "aliases": [
      "pace-calculator",
      "running-pace",
      "running-pace-calculator",
      "marathon-pace",
      "race-pace"
    ],
    "title": "Pace Calculator",
    "description": "Find your running or walking pace per kilometre or per mile from a time and a distance, or the time or distance for a pace.",
    "category": "health",
    "topic": "fitness"
  },
  {
    "slug": "one-rep-max",
    "aliases": [
      "one-rep-max-calculator",
      "1rm-calculator",
      "one-rep-max-estimate",
      "max-lift-calculator",
      "bench-press-max-calculator"
    ],
    "title": "One Rep Max Calculator",
    "description": "Estimate your one-rep max from a set of up to 12 repetitions with the Epley, Brzycki, Lombardi and O'Conner formulas, with training loads from 95% to 50%.",
    "category": "health",
    "topic": "fitness"
  },
  {
    "slug": "carbohydrate",
    "aliases": [
      "carbohydrate-calculator",
      "carb-calculator",
      "carbs-calculator",
      "daily-carbs",
      "carb-intake-calculator"
    ],
    "title": "Carbohydrate Calculator",
    "description": "Find how many grams of carbohydrate to eat a day from your calories or your body, within the recommended 45–65% of energy.",
    "category": "health",
    "topic": "nutrition"
  },
  {
    "slug": "sleep",
    "aliases": [
      "sleep-calculator",
      "bedtime-calculator",
      "sleep-cycle-calculator",
      "wake-up-time-calculator",
      "when-to-sleep"
    ],
    "title": "Sleep Calculator",
    "description": "Find when to go to bed for a wake-up time, or when to wake up for a bedtime, in whole 90-minute sleep cycles after you fall asleep.",
    "category": "health",
    "topic": "fitness"
  },
  {
    "slug": "bac",
    "aliases": [
      "bac-calculator",
      "blood-alcohol-calculator",
      "blood-alcohol-content-calculator",
      "alcohol-calculator",
      "widmark-calculator",
      "bac-estimator"
    ],
    "title": "Blood Alcohol Content (BAC) Calculator",
    "description": "Estimate your blood alcohol content from your drinks, weight, sex and the hours since you started, with the time until it falls to zero.",
    "category": "health",
    "topic": "health-checks"
  },
  {
    "slug": "gfr",
    "aliases": [
      "gfr-calculator",
      "egfr-calculator",
      "egfr",
      "kidney-function-calculator",
      "ckd-epi-calculator",
      "creatinine-clearance-calculator",
      "ckd-stage-calculator"
    ],
    "title": "eGFR Calculator",
    "description": "Estimate kidney function (eGFR) from a creatinine blood test, age and sex with the race-free CKD-EPI 2021 equation, and see its CKD stage.",
    "category": "health",
    "topic": "health-checks"
  },
  {
    "slug": "pregnancy",
    "aliases": [
      "how-far-along-calculator",
      "weeks-pregnant-calculator",
      "gestational-age-calculator",
      "how-many-weeks-pregnant",
      "pregnancy-weeks-calculator",
      "ivf-pregnancy-calculator"
    ],
    "title": "How Far Along Pregnancy Calculator",
    "description": "How many weeks pregnant am I? Count weeks and days, the trimester and the due date from a last period, due date, conception, ultrasound or IVF.",
    "category": "health",
    "topic": "pregnancy"
  },
  {
    "slug": "conception",
    "aliases": [
      "conception-calculator",
      "conception-date-calculator",
      "when-did-i-conceive",
      "conception-date",
      "date-of-conception-calculator"
    ],
    "title": "Conception Calculator",
    "description": "Work out when you likely conceived, and your fertile window, from your due date or the first day of your last period.",
    "category": "health",
    "topic": "pregnancy"
  },
  {
    "slug": "ovulation",
    "aliases": [
      "ovulation-calculator",
      "fertility-calculator",
      "fertile-window-calculator",
      "ovulation-date-calculator",
      "ovulation-tracker",
      "when-do-i-ovulate"
    ],
    "title": "Ovulation Calculator",
    "description": "Find your likely ovulation day, your six-day fertile window and your next period from the first day of your last period and your cycle length.",
    "category": "health",
    "topic": "pregnancy"
  },
  {
    "slug": "pregnancy-weight-gain",
    "aliases": [
      "pregnancy-weight-gain-calculator",
      "pregnancy-weight-calculator",
      "weight-gain-during-pregnancy",
      "iom-weight-gain-calculator",
      "twin-pregnancy-weight-gain"
    ],
    "title": "Pregnancy Weight Gain Calculator",
    "description": "How much weight to gain in pregnancy for your pre-pregnancy BMI, and the range to expect by this week, from the IOM 2009 guidelines.",
    "category": "health",
    "topic": "pregnancy"
  },
  {
    "slug": "gpa",
    "aliases": [
      "gpa-calculator",
      "grade-point-average",
      "college-gpa",
      "cumulative-gpa",
      "cgpa",
      "semester-gpa"
    ],
    "title": "GPA Calculator",
    "description": "Work out your grade point average on the 4.0 scale from the letter grade and credit hours of each course.",
    "category": "education",
    "topic": "grades"
  },
  {
    "slug": "grade",
    "aliases": [
      "grade-calculator",
      "final-grade",
      "final-grade-calculator",
      "weighted-grade",
      "final-exam-grade",
      "grade-needed"
    ],
    "title": "Grade Calculator",
    "description": "Work out your weighted course grade and letter grade, and the score you need on the final exam to reach the grade you want.",
    "category": "education",
    "topic": "grades"
  },
  {
    "slug": "percentage",
    "aliases": [
      "percentage-calculator",
      "percent",
      "percent-calculator",
      "percentage-change",
      "percent-change",
      "percent-of"
    ],
    "title": "Percentage Calculator",
    "description": "Find X% of a number, what percent one number is of another, or the percentage increase or decrease from one number to another.",
    "category": "education",
    "topic": "percentages"
  },
  {
    "slug": "grade-curve",
    "aliases": [
      "grade-curve-calculator",
      "curve-grades",
      "curve-calculator",
      "bell-curve",
      "test-curve",
      "curved-grade"
    ],
    "title": "Grade Curve Calculator",
    "description": "See what a curve does to your test score: flat points, highest score to 100, a new class average, square root or bell curve.",
    "category": "education",
    "topic": "grades"
  },
  {
    "slug": "scholarship",
    "aliases": [
      "scholarship-calculator",
      "net-price",
      "net-price-calculator",
      "college-cost",
      "cost-of-attendance",
      "financial-aid"
    ],
    "title": "Scholarship Calculator",
    "description": "Find what college really costs after scholarships and grants: your net price per year and over your whole degree.",
    "category": "education",
    "topic": "school-money"
  },
  {
    "slug": "gdp",
    "aliases": [
      "gdp-calculator",
      "gross-domestic-product",
      "gross-domestic-product-calculator",
      "expenditure-approach",
      "gdp-formula"
    ],
    "title": "GDP Calculator",
    "description": "Work out gross domestic product by the expenditure approach, GDP = C + I + G + (X − M), with each component's share of the total.",
    "category": "education",
    "topic": "percentages"
  },
  {
    "slug": "break-even",
    "aliases": [
      "break-even-calculator",
      "breakeven",
      "break-even-point",
      "break-even-analysis",
      "bep",
      "contribution-margin"
    ],
    "title": "Break-Even Calculator",
    "description": "Find how many units you must sell, and how much revenue you need, to cover your fixed costs before you make a profit.",
    "category": "business",
    "topic": "pricing"
  },
  {
    "slug": "profit-margin",
    "aliases": [
      "profit-margin-calculator",
      "margin",
      "gross-margin",
      "net-profit-margin",
      "net-margin",
      "gross-profit-margin"
    ],
    "title": "Profit Margin Calculator",
    "description": "Calculate your net and gross profit margin from revenue, cost of goods sold and operating expenses, with the markup on cost.",
    "category": "business",
    "topic": "pricing"
  },
  {
    "slug": "markup",
    "aliases": [
      "markup-calculator",
      "mark-up",
      "markup-percentage",
      "price-markup",
      "markup-on-cost",
      "cost-plus-pricing"
    ],
    "title": "Markup Calculator",
    "description": "Find the markup percentage between what an item costs you and what you sell it for, with the gross profit and margin.",
    "category": "business",
    "topic": "pricing"
  },
  {
    "slug": "depreciation",
    "aliases": [
      "depreciation-calculator",
      "straight-line-depreciation",
      "declining-balance",
      "double-declining-balance",
      "ddb",
      "sum-of-years-digits",
      "asset-depreciation"
    ],
    "title": "Depreciation Calculator",
    "description": "Depreciate an asset by straight-line, declining-balance or sum-of-the-years'-digits, with the book value each year.",
    "category": "business",
    "topic": "assets"
  },
  {
    "slug": "payback-period",
    "aliases": [
      "payback-period-calculator",
      "payback",
      "discounted-payback",
      "discounted-payback-period",
      "payback-time"
    ],
    "title": "Payback Period Calculator",
    "description": "Find how many years an investment takes to pay for itself from its cash flows, with the discounted payback and NPV.",
    "category": "business",
    "topic": "assets"
  },
  {
    "slug": "irr",
    "aliases": [
      "irr-calculator",
      "internal-rate-of-return",
      "internal-rate-of-return-calculator",
      "npv",
      "npv-calculator",
      "net-present-value"
    ],
    "title": "IRR Calculator",
    "description": "Find the internal rate of return of a series of cash flows, and their net present value at your discount rate, as Excel's IRR and NPV do.",
    "category": "business",
    "topic": "assets"
  },
  {
    "slug": "fraction",
    "aliases": [
      "fraction-calculator",
      "fractions",
      "mixed-number-calculator",
      "adding-fractions"
    ],
    "title": "Fraction Calculator",
    "description": "Add, subtract, multiply or divide fractions, mixed numbers, decimals and whole numbers, with an exact answer in lowest terms.",
    "category": "math",
    "topic": "arithmetic"
  },
  {
    "slug": "scientific",
    "aliases": [
      "scientific-calculator",
      "online-scientific-calculator",
      "trig-calculator",
      "expression-calculator"
    ],
    "title": "Scientific Calculator",
    "description": "A free online scientific calculator with trigonometry in degrees or radians, logarithms, powers, roots and factorials, typed or tapped.",
    "category": "math",
    "topic": "arithmetic"
  },
  {
    "slug": "standard-deviation",
    "aliases": [
      "standard-deviation-calculator",
      "std-dev",
      "variance-calculator",
      "sample-standard-deviation",
      "population-standard-deviation"
    ],
    "title": "Standard Deviation Calculator",
    "description": "Find the standard deviation, variance, mean and standard error of a list of numbers, treated as a sample or as a whole population.",
    "category": "math",
    "topic": "statistics"
  },
  {
    "slug": "mean-median-mode-range",
    "aliases": [
      "mean-median-mode-range-calculator",
      "average-calculator",
      "average",
      "mean-calculator",
      "median-calculator",
      "mode-calculator",
      "range-calculator"
    ],
    "title": "Mean, Median, Mode, Range Calculator",
    "description": "Find the mean (average), median, mode and range of a list of numbers, with the quartiles, the interquartile range and the geometric mean.",
    "category": "math",
    "topic": "statistics"
  },
  {
    "slug": "z-score",
    "aliases": [
      "z-score-calculator",
      "z-score-formula",
      "standard-score",
      "z-table",
      "normal-distribution-calculator",
      "z-value"
    ],
    "title": "Z-Score Calculator",
    "description": "Find the z-score of a value from the mean and standard deviation, with the normal probabilities below, above, within and beyond it and its percentile.",
    "category": "math",
    "topic": "statistics"
  },
  {
    "slug": "permutation-combination",
    "aliases": [
      "permutation-combination-calculator",
      "permutation-calculator",
      "combination-calculator",
      "npr",
      "ncr",
      "npr-ncr-calculator",
      "n-choose-k"
    ],
    "title": "Permutation and Combination Calculator",
    "description": "Count the ordered arrangements (nPr) and unordered selections (nCr) of r items from n, with or without repetition, exactly to every digit.",
    "category": "math",
    "topic": "statistics"
  },
  {
    "slug": "quadratic-formula",
    "aliases": [
      "quadratic-formula-calculator",
      "quadratic-equation",
      "quadratic-equation-solver",
      "quadratic-solver",
      "quadratic-calculator",
      "discriminant-calculator"
    ],
    "title": "Quadratic Formula Calculator",
    "description": "Solve ax² + bx + c = 0 for its real or complex roots, with the discriminant and the vertex of the parabola, using the numerically stable formula.",
    "category": "math",
    "topic": "arithmetic"
  },
  {
    "slug": "number-sequence",
    "aliases": [
      "number-sequence-calculator",
      "sequence-calculator",
      "arithmetic-sequence-calculator",
      "geometric-sequence-calculator",
      "fibonacci-calculator",
      "nth-term-calculator",
      "series-calculator"
    ],
    "title": "Number Sequence Calculator",
    "description": "Find the n-th term and the sum of the first n terms of an arithmetic, geometric or Fibonacci sequence, with the first twenty terms listed.",
    "category": "math",
    "topic": "arithmetic"
  },
  {
    "slug": "volume",
    "aliases": [
      "volume-calculator",
      "volume-of-a-sphere",
      "volume-of-a-cylinder",
      "volume-of-a-cone",
      "cubic-volume",
      "tank-volume"
    ],
    "title": "Volume Calculator",
    "description": "Find the volume of a sphere, cone, cube, cylinder, tank, capsule, cap, frustum, ellipsoid, pyramid or tube, in cubic units, litres and gallons.",
    "category": "math",
    "topic": "geometry"
  },
  {
    "slug": "triangle",
    "aliases": [
      "triangle-calculator",
      "triangle-solver",
      "law-of-sines-calculator",
      "law-of-cosines-calculator",
      "triangle-area",
      "right-triangle-calculator"
    ],
    "title": "Triangle Calculator",
    "description": "Solve any triangle from three known sides or angles, at least one a side, and get every side, angle, the area, the heights and both radii.",
    "category": "math",
    "topic": "geometry"
  },
  {
    "slug": "random-number-generator",
    "aliases": [
      "random-number-generator-calculator",
      "rng",
      "random-number",
      "random-number-picker",
      "number-generator",
      "number-picker",
      "lottery-number-generator"
    ],
    "title": "Random Number Generator",
    "description": "Draw one or up to 1,000 random whole numbers or decimals in a range, with or without repeats, each value equally likely.",
    "category": "math",
    "topic": "statistics"
  },
  {
    "slug": "age",
    "aliases": [
      "age-calculator",
      "how-old-am-i",
      "birthday-calculator",
      "date-of-birth-calculator"
    ],
    "title": "Age Calculator",
    "description": "Your exact age in years, months and days on any date, with your age in months, weeks, days and hours and the days until your next birthday.",
    "category": "everyday",
    "topic": "dates-and-time"
  },
  {
    "slug": "conversion",
    "aliases": [
      "conversion-calculator",
      "unit-converter",
      "unit-conversion",
      "metric-conversion",
      "converter"
    ],
    "title": "Unit Conversion Calculator",
    "description": "Convert length, weight, volume, area, temperature, speed, pressure, energy, time and data between metric, US and other units, with exact factors.",
    "category": "everyday",
    "topic": "conversions"
  },
  {
    "slug": "concrete",
    "aliases": [
      "concrete-calculator",
      "concrete-volume",
      "cement-calculator",
      "concrete-bag-calculator",
      "concrete-slab-calculator"
    ],
    "title": "Concrete Calculator",
    "description": "Work out the concrete for a slab, footing, wall, round column or tube, in cubic yards or cubic metres, and how many 40, 60 or 80 lb bags to buy.",
    "category": "everyday",
    "topic": "home"
  },
  {
    "slug": "hours",
    "aliases": [
      "hours-calculator",
      "hours-worked",
      "time-between-times",
      "shift-hours"
    ],
    "title": "Hours Calculator",
    "description": "Count the hours and minutes between two clock times, overnight shifts included, or two dates and times, less unpaid breaks.",
    "category": "everyday",
    "topic": "dates-and-time"
  },
  {
    "slug": "time",
    "aliases": [
      "time-calculator",
      "add-time",
      "subtract-time",
      "time-duration",
      "duration-calculator"
    ],
    "title": "Time Calculator",
    "description": "Add or subtract durations in days, hours, minutes and seconds, or move a date and time forward or back by a duration.",
    "category": "everyday",
    "topic": "dates-and-time"
  },
  {
    "slug": "date",
    "aliases": [
      "date-calculator",
      "days-between-dates",
      "add-days-to-date",
      "business-days-calculator",
      "workday-calculator"
    ],
    "title": "Date Calculator",
    "description": "Add or subtract years, months, weeks and days, count the days and business days between two dates, or move a date by business days.",
    "category": "everyday",
    "topic": "dates-and-time"
  },
  {
    "slug": "time-card",
    "aliases": [
      "time-card-calculator",
      "timesheet-calculator",
      "timecard",
      "weekly-hours",
      "overtime-calculator"
    ],
    "title": "Time Card Calculator",
    "description": "Add up a week of clock-in and clock-out times less breaks, with overtime after 40 hours at time and a half, and the week's pay.",
    "category": "everyday",
    "topic": "dates-and-time"
  },
  {
    "slug": "time-zone",
    "aliases": [
      "time-zone-calculator",
      "time-zone-converter",
      "timezone-converter",
      "convert-time-zones",
      "world-clock-converter"
    ],
    "title": "Time Zone Calculator",
    "description": "Convert a date and time from one time zone to another, with both UTC offsets and the hours between them, daylight saving included.",
    "category": "everyday",
    "topic": "dates-and-time"
  },
  {
    "slug": "gas-mileage",
    "aliases": [
      "gas-mileage-calculator",
      "mpg-calculator",
      "fuel-economy",
      "fuel-economy-calculator",
      "mileage-calculator",
      "fuel-consumption"
    ],
    "title": "Gas Mileage Calculator",
    "description": "Work out your fuel economy from the distance driven and the fuel used, in mpg, L/100 km and km/L, and what the fuel cost per mile or kilometre.",
    "category": "everyday",
    "topic": "auto"
  },
  {
    "slug": "fuel-cost",
    "aliases": [
      "fuel-cost-calculator",
      "gas-cost-calculator",
      "trip-cost-calculator",
      "road-trip-cost",
      "gas-calculator",
      "fuel-calculator",
      "petrol-cost-calculator"
    ],
    "title": "Fuel Cost Calculator",
    "description": "Work out the fuel a trip takes and what it costs, one way or there and back, per person and per kilometre or mile, in metric or US units.",
    "category": "everyday",
    "topic": "auto"
  },
  {
    "slug": "square-footage",
    "aliases": [
      "square-footage-calculator",
      "square-feet-calculator",
      "area-calculator",
      "square-meter-calculator",
      "sq-ft-calculator",
      "room-area-calculator"
    ],
    "title": "Square Footage Calculator",
    "description": "Work out the area of a room, lot or border in square feet, square metres, square yards and acres, for a rectangle, circle, triangle or trapezoid, and its cost.",
    "category": "everyday",
    "topic": "home"
  },
  {
    "slug": "roofing",
    "aliases": [
      "roofing-calculator",
      "roof-calculator",
      "roof-area-calculator",
      "shingle-calculator",
      "roof-pitch-calculator",
      "roof-square-calculator"
    ],
    "title": "Roofing Calculator",
    "description": "Work out a roof's area from the house's footprint, overhangs and pitch, and the squares and bundles of shingles to order with waste.",
    "category": "everyday",
    "topic": "home"
  },
  {
    "slug": "btu",
    "aliases": [
      "btu-calculator",
      "air-conditioner-size",
      "ac-size-calculator",
      "ac-btu-calculator",
      "room-air-conditioner-size",
      "air-conditioner-calculator"
    ],
    "title": "BTU Calculator",
    "description": "Find the cooling capacity in BTU per hour a room air conditioner needs for a room, from the ENERGY STAR sizing chart, with sun, people and kitchen.",
    "category": "everyday",
    "topic": "home"
  },
  {
    "slug": "heat-index",
    "aliases": [
      "heat-index-calculator",
      "feels-like-temperature",
      "apparent-temperature",
      "humidex-calculator",
      "real-feel-temperature"
    ],
    "title": "Heat Index Calculator",
    "description": "Find how hot it feels when humidity is added to the air temperature, in °F and °C, with the National Weather Service heat risk category.",
    "category": "everyday",
    "topic": "weather"
  },
  {
    "slug": "tip",
    "aliases": [
      "tip-calculator",
      "gratuity",
      "gratuity-calculator",
      "split-bill",
      "bill-splitter"
    ],
    "title": "Tip Calculator",
    "description": "Work out the tip on a bill, the total and each person's share when you split it, with each share rounded up to a whole dollar if you like.",
    "category": "everyday",
    "topic": "dining"
  },
  {
    "slug": "roman-numeral",
    "aliases": [
      "roman-numeral-calculator",
      "roman-numeral-converter",
      "roman-numerals",
      "roman-numerals-converter",
      "number-to-roman-numerals"
    ],
    "title": "Roman Numeral Calculator",
    "description": "Convert a whole number from 1 to 3999 to Roman numerals, or a Roman numeral back to a number, with each symbol's value shown.",
    "category": "everyday",
    "topic": "conversions"
  },
  {
    "slug": "ip-subnet",
    "aliases": [
      "ip-subnet-calculator",
      "subnet-calculator",
      "cidr-calculator",
      "ipv4-subnet-calculator",
      "subnet-mask-calculator"
    ],
    "title": "IP Subnet Calculator",
    "description": "Find the network and broadcast address, host range, subnet mask, wildcard mask and host count of an IPv4 address and prefix length.",
    "category": "everyday",
    "topic": "tech"
  },
  {
    "slug": "password-generator",
    "aliases": [
      "password-generator-calculator",
      "password-creator",
      "random-password-generator",
      "strong-password-generator",
      "password-maker",
      "secure-password-generator",
      "pin-generator"
    ],
    "title": "Password Generator",
    "description": "Generate strong random passwords of 4 to 128 characters from the character sets you choose, with the entropy of each in bits.",
    "category": "everyday",
    "topic": "tech"
  },
  {
    "slug": "dice-roller",
    "aliases": [
      "dice-roller-calculator",
      "dice-calculator",
      "die-roller",
      "dice-roll",
      "roll-dice",
      "virtual-dice",
      "online-dice",
      "d20-roller",
      "dnd-dice-roller"
    ],
    "title": "Dice Roller",
    "description": "Roll up to 100 dice of 2 to 1,000 sides with a modifier, as in 3d6+2, and see each roll, the total and the average, lowest and highest totals.",
    "category": "everyday",
    "topic": "tech"
  }
];
