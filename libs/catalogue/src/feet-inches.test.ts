import { describe, expect, it } from 'vitest';
import { readFeetInches } from './feet-inches.js';

describe('readFeetInches', () => {
  it('joins feet and inches, either box left empty counting as 0', () => {
    expect(readFeetInches({ heightFeet: '5', heightInches: '10' }, 'height', 'Height', Number)).toEqual({ status: 'value', inches: 70 });
    expect(readFeetInches({ heightFeet: 6 }, 'height', 'Height', Number)).toEqual({ status: 'value', inches: 72 });
    expect(readFeetInches({ heightFeet: ' ', heightInches: '66' }, 'height', 'Height', Number)).toEqual({ status: 'value', inches: 66 });
  });

  it('is missing when neither box is given', () => {
    expect(readFeetInches({}, 'height', 'Height', Number)).toEqual({ status: 'missing' });
    expect(readFeetInches({ heightFeet: '', heightInches: '  ' }, 'height', 'Height', Number)).toEqual({ status: 'missing' });
  });

  it('names the box that does not read, or is negative', () => {
    expect(readFeetInches({ heightFeet: 'five', heightInches: '10' }, 'height', 'Height', Number))
      .toEqual({ status: 'invalid', field: 'heightFeet', message: 'Height (feet) must be a number' });
    expect(readFeetInches({ heightFeet: '5', heightInches: '-1' }, 'height', 'Height', Number))
      .toEqual({ status: 'invalid', field: 'heightInches', message: 'Height (inches) cannot be negative' });
  });

  it('reads each box with the reader given (a visitor\'s number format)', () => {
    const commaDecimal = (text: string) => Number(text.replace(',', '.'));
    expect(readFeetInches({ heightFeet: '5', heightInches: '10,5' }, 'height', 'Height', commaDecimal)).toEqual({ status: 'value', inches: 70.5 });
  });
});
