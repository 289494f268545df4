// Generated from libs/calc-engine/src/calculators/gdp/gdp.ts and gdp.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const gdpContent: ExplanatoryContent = {
  "whatItComputes": "Gross domestic product, GDP, is the market value of all the final goods and services produced in a country over a period, usually a year or a quarter. This calculator works it out the way national statisticians and economics courses most often do: by the expenditure approach, adding up who bought that output. Households buy consumer goods and services, businesses invest in equipment, buildings and stock, governments buy what they use and build, and the rest of the world buys exports. What the country bought from abroad, imports, is taken away, since it was produced somewhere else.\n\nBeside the total, the calculator shows net exports and each component's share of GDP, which is how economists compare economies of very different sizes: a consumption share near two thirds, for instance, describes an economy led by household spending whether it is measured in dollars, euros or yen.",
  "howToUse": "Enter the four components in the same unit: all in billions of dollars, or all in millions of euros. The result is in that unit too. Personal consumption, investment and government spending are required. Exports and imports may be left empty, which counts them as zero, a closed economy.\n\nInvestment may be negative. It includes the change in businesses' inventories, and in a year when stocks are sold off faster than anything new is invested, the total can fall below zero. Government spending counts only what governments buy: pensions, unemployment benefits and other transfers are left out, because they are spent by the households that receive them and are already counted in consumption.\n\nTry the examples: a textbook economy in trillions, the United States' national accounts for 2011, an export-led economy with a surplus, and a recession year with falling inventories.",
  "formulaExplained": "The identity is GDP = C + I + G + (X − M). Every final good or service produced in the country is bought by someone: by a household (C), a business or a home buyer (I), a government (G) or a buyer abroad (X). But the spending of households, businesses and governments also includes goods made abroad, so their value, M, is subtracted once, in net exports. Intermediate goods, such as the flour a bakery buys, are not added separately: their value is already inside the price of the final goods.\n\nA share is a component divided by GDP, times 100. The four shares add up to 100%. Net exports' share is negative when the country imports more than it exports.",
  "readingTheResult": "GDP on its own says how large an economy is; its growth from one year to the next, after inflation, is the usual measure of whether it is expanding or in recession. The shares describe its shape. In the United States consumption is about two thirds of GDP, investment around a fifth and government spending somewhat less; many European economies have a smaller consumption share and a larger government one, and some fast-growing or export-led economies spend less than half of GDP on consumption.\n\nA negative net export figure is a trade deficit. It is not in itself a loss: the goods were bought and are counted in consumption or investment. The subtraction only keeps foreign production out of the total.",
  "limitations": "This is the accounting identity, not a forecast. It works out GDP from components you already have; it cannot tell you what would happen to GDP if one component changed, because in a real economy the components move together (more government spending can raise incomes and so consumption, or crowd out private investment). The what-ifs below show only the arithmetic effect.\n\nThe result is nominal, in current prices. To compare years, divide by a price index to get real GDP; to compare countries, convert at purchasing power parity. Official figures also include a statistical discrepancy between the expenditure and income approaches, and they are revised for years after they are first published. For figures you rely on, use the national statistics office's own tables (in the United States, the Bureau of Economic Analysis's NIPA tables).",
  "faq": [
    {
      "question": "Why are imports subtracted from GDP?",
      "answer": "Because GDP measures what a country produces. Consumption, investment and government spending include goods made abroad; subtracting imports once takes them out, so that only domestic production is counted."
    },
    {
      "question": "Are pensions and unemployment benefits part of government spending?",
      "answer": "No. They are transfers: money moved from taxpayers to households, buying nothing themselves. When the households spend it, that spending is counted in consumption. Counting the transfer too would count it twice."
    },
    {
      "question": "Can investment be negative?",
      "answer": "Yes. Investment includes the change in inventories. When businesses sell more from their stocks than they invest in new equipment, buildings and stock, gross private investment can be negative, as it briefly was in some recessions."
    },
    {
      "question": "What is the difference between nominal and real GDP?",
      "answer": "Nominal GDP is measured at the prices of the year itself; real GDP at the prices of a base year, so that it rises only when more is produced. This calculator adds up whatever figures you enter: enter real components to get real GDP."
    },
    {
      "question": "What other ways are there to measure GDP?",
      "answer": "The income approach adds up wages, profits, rents and taxes on production; the production approach adds up the value each industry adds. In principle all three give the same total, and statisticians publish the gap between them as a statistical discrepancy."
    }
  ]
};
