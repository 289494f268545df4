import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FeetInchesField } from './feet-inches-field.js';

function Controlled({ error }: { error?: string }) {
  const [feet, setFeet] = useState('');
  const [inches, setInches] = useState('');
  return (
    <FeetInchesField id="height" label="Height" required feet={feet} inches={inches} onFeetChange={setFeet} onInchesChange={setInches} error={error} />
  );
}

describe('FeetInchesField', () => {
  it('groups a feet box and an inches box under the label, keeping what was typed', async () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: /Height/ })).toBeTruthy();
    const feet = screen.getByRole('textbox', { name: 'Height (feet)' });
    const inches = screen.getByRole('textbox', { name: 'Height (inches)' });
    await userEvent.type(feet, '5');
    await userEvent.type(inches, '1O');
    expect((feet as HTMLInputElement).value).toBe('5');
    expect((inches as HTMLInputElement).value).toBe('1O');
    expect(feet.getAttribute('aria-required')).toBe('true');
  });

  it('links one error to both boxes', () => {
    render(<Controlled error="Height (inches) must be a number" />);
    for (const name of ['Height (feet)', 'Height (inches)']) {
      const box = screen.getByRole('textbox', { name });
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(box.getAttribute('aria-describedby')).toBe('height-error');
    }
    expect(screen.getByText('Height (inches) must be a number')).toBeTruthy();
  });
});
