import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InputField } from './input-field.js';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <InputField id="loanAmount" label="Loan Amount" unit="$" required value={value} onChange={setValue} error={error} />;
}

describe('InputField', () => {
  it('is labelled, marked required, and keeps exactly what was typed', async () => {
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: /Loan Amount/ });
    expect(box.getAttribute('aria-required')).toBe('true');
    await userEvent.type(box, '12,5oo');
    expect((box as HTMLInputElement).value).toBe('12,5oo');
  });

  it('announces its error and links it to the box', () => {
    render(<Controlled error="Loan amount must be a number" />);
    const box = screen.getByRole('textbox', { name: /Loan Amount/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain('loanAmount-error');
    expect(screen.getByText('Loan amount must be a number')).toBeTruthy();
  });

  it('shows a currency symbol before the box and a rate after it, both describing the box', () => {
    render(<InputField id="rent" label="Rent" prefix="€" unit="/ month" value="" onChange={() => undefined} />);
    const box = screen.getByRole('textbox', { name: 'Rent' });
    expect(box.getAttribute('aria-describedby')).toBe('rent-prefix rent-unit');
    expect(document.getElementById('rent-prefix')?.textContent).toBe('€');
    expect(box.previousElementSibling?.id).toBe('rent-prefix');
  });

  it('offers the options of a select', async () => {
    function Select() {
      const [value, setValue] = useState('1');
      return (
        <InputField
          id="sex" label="Sex" kind="select" required value={value} onChange={setValue}
          options={[{ value: '1', label: 'Male' }, { value: '2', label: 'Female' }]}
        />
      );
    }
    render(<Select />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Sex/ }), 'Female');
    expect((screen.getByRole('combobox', { name: /Sex/ }) as HTMLSelectElement).value).toBe('2');
  });

  it.each([
    ['time', 'time'],
    ['datetime', 'datetime-local'],
    ['duration', 'text'],
    ['text', 'text'],
  ] as const)('gives a %s input the browser field %s, named for a plain form', (kind, type) => {
    const { container } = render(<InputField id="startTime" label="Start Time" kind={kind} value="22:00" onChange={() => undefined} />);
    const field = container.querySelector('input');
    expect(field?.getAttribute('type')).toBe(type);
    expect(field?.getAttribute('name')).toBe('startTime');
    expect(screen.getByLabelText('Start Time')).toBe(field);
  });

  it('takes a list of numbers in a text area that keeps what was typed, new lines included', async () => {
    function List() {
      const [value, setValue] = useState('');
      return <InputField id="data" label="Numbers" kind="numberList" value={value} onChange={setValue} />;
    }
    render(<List />);
    const area = screen.getByRole('textbox', { name: 'Numbers' });
    expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, '1, 2;3{enter}4 x');
    expect((area as HTMLTextAreaElement).value).toBe('1, 2;3\n4 x');
  });

  it('offers a unit input its codes in a select', () => {
    render(
      <InputField id="fromUnit" label="From" kind="unit" required value="m2" onChange={() => undefined} options={[{ value: 'ft2', label: 'ft2' }, { value: 'm2', label: 'm2' }]} />,
    );
    expect((screen.getByRole('combobox', { name: /From/ }) as HTMLSelectElement).value).toBe('m2');
  });

  it('groups a long list of options under headings', () => {
    render(
      <InputField
        id="toUnit" label="To" kind="unit" required value="kg" onChange={() => undefined}
        options={[{ value: 'm', label: 'metre (m)', group: 'length' }, { value: 'ft', label: 'foot (ft)', group: 'length' }, { value: 'kg', label: 'kilogram (kg)', group: 'mass' }]}
      />,
    );
    const groups = screen.getByRole('combobox', { name: /To/ }).querySelectorAll('optgroup');
    expect([...groups].map((group) => [group.label, group.children.length])).toEqual([['length', 2], ['mass', 1]]);
    expect(screen.getByRole('option', { name: 'kilogram (kg)' })).toHaveProperty('selected', true);
  });
});
