// Generated from libs/calc-engine/src/calculators/heat-index/heat-index.ts and heat-index.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const heatIndexContent: ExplanatoryContent = {
  "whatItComputes": "The heat index is how hot the air feels to a person when the humidity is taken into account. Sweat cools the body as it evaporates, and humid air slows that down, so 32 °C in sticky air feels hotter than 32 °C in dry air. The calculator gives the heat index in degrees Fahrenheit and Celsius, and the risk category the US National Weather Service (NWS) uses in its heat advisories: Caution, Extreme Caution, Danger and Extreme Danger.\n\nIt uses the NWS's own equation, the one behind the heat index chart printed on its website and in weather forecasts, so its answers match that chart to within half a degree.",
  "howToUse": "Choose °C or °F with the switch above the form, then type the air temperature and the relative humidity. Both are in any weather report or on a home weather station. Use the temperature in the shade, not a reading from a thermometer in the sun, and the humidity at the same moment: humidity usually falls as the day warms up, so the afternoon's figures go together.\n\nThe result shows the heat index in the unit you chose, the same value in the other unit, and the category. The worked solution shows which formula applied and every number put into it.",
  "formulaExplained": "The NWS first computes a simple formula: half of the temperature plus 61, plus 1.2 times the degrees above 68, plus 0.094 times the humidity. At 80 °F and 40% humidity that gives 79.6 °F. If this value, averaged with the temperature, is under 80 °F, it is the answer: on mild days the heat index is close to the temperature.\n\nOtherwise the NWS uses the regression Lans Rothfusz fitted in 1990 to Robert Steadman's tables of apparent temperature: nine terms in the temperature, the humidity, their squares and their products. At 90 °F and 70% humidity it gives 105.9 °F, which the NWS chart prints as 106. Two corrections follow. When the humidity is under 13% and the temperature between 80 and 112 °F, a little comes off, because the regression overstates very dry heat. When the humidity is over 85% and the temperature between 80 and 87 °F, a little is added.\n\nA temperature in °C is turned into °F first (times 9 ÷ 5, plus 32), and the result back into °C at the end.",
  "readingTheResult": "The category comes from the heat index rounded to a whole degree Fahrenheit. Below 80 °F there is no category. From 80 to 89 °F is Caution: fatigue is possible with long exposure and activity. From 90 to 102 °F is Extreme Caution: heat cramps and heat exhaustion are possible. From 103 to 124 °F is Danger: they are likely, and heat stroke is possible. At 125 °F or more is Extreme Danger: heat stroke is highly likely.\n\nThe index assumes shade and a light wind. In full sunshine it can feel up to 15 °F (about 8 °C) hotter, so on a sunny day read the result as the least you will feel.",
  "limitations": "The heat index is a model of an average adult in light clothing walking in the shade. Children, older people, people with heart or lung conditions, anyone on some medicines and anyone working hard or in heavy clothing is at risk at lower values. The regression also becomes less reliable at the edges of Steadman's tables: at very high temperatures with very high humidity the numbers climb far beyond anything a person could bear, and they should be read as \"extremely dangerous\", not as a precise temperature.\n\nThe calculator does not forecast: it answers for the figures you type. For warnings where you live, follow your national weather service. If someone shows signs of heat stroke, such as confusion, a very high body temperature or hot dry skin, call emergency services.",
  "faq": [
    {
      "question": "What is the heat index?",
      "answer": "It is the temperature the air feels like when humidity is added to the air temperature. It was worked out from how well a person can lose heat by sweating, and it is the figure the National Weather Service uses for heat advisories and warnings."
    },
    {
      "question": "Why does humid air feel hotter?",
      "answer": "The body cools itself by sweating, and sweat only cools as it evaporates. Humid air already holds a lot of water, so sweat evaporates more slowly and the body keeps more of its heat. At 90 °F, going from 40% to 70% humidity raises the heat index by about 15 °F."
    },
    {
      "question": "Is the heat index the same as the humidex?",
      "answer": "No. The humidex, used in Canada, also combines temperature and humidity, but it is computed from the dew point with a different formula, and its values are not the same as the heat index's. This calculator gives the US heat index."
    },
    {
      "question": "Can the heat index be lower than the temperature?",
      "answer": "Yes, in dry air. At low humidity sweat evaporates quickly, so the air can feel a little cooler than the thermometer says, as in a desert at 40 °C and 10% humidity."
    }
  ]
};
