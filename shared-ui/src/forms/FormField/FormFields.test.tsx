import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField } from './CheckboxField';
import { FormField } from './FormField';
import { SelectField } from './SelectField';
import { TextareaField } from './TextareaField';

const categories = [
  { value: 'shawls', label: 'Shawls' },
  { value: 'scarves', label: 'Scarves' },
] as const;

describe('form fields', () => {
  it('FormField ties its hint and error to the input', () => {
    render(<FormField id="name" label="Name" hint="As on your card" error="Name is required" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As on your card Name is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('SelectField lists its options under its label and reports the chosen one', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<SelectField id="category" label="Category" options={categories} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Shawls', 'Scarves']);
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
    await user.selectOptions(select, 'Scarves');
    expect(select).toHaveValue('scarves');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('SelectField announces its hint and error', () => {
    render(
      <SelectField
        id="category"
        label="Category"
        options={categories}
        hint="Pick one"
        error="Category is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAccessibleDescription('Pick one Category is required');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('TextareaField is a labelled multi-line box with its error announced', async () => {
    const user = userEvent.setup();
    render(<TextareaField id="description" label="Description" error="Description is required" />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Description is required');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await user.type(box, 'Soft{Enter}warm');
    expect(box).toHaveValue('Soft\nwarm');
  });

  it('CheckboxField is a checkbox named by the label beside it, toggled by a click on the label', async () => {
    const user = userEvent.setup();
    render(<CheckboxField id="featured" label="Featured" hint="Shown on the home page" />);
    const box = screen.getByRole('checkbox', { name: 'Featured' });
    expect(box).toHaveAccessibleDescription('Shown on the home page');
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Featured'));
    expect(box).toBeChecked();
  });

  it('CheckboxField announces its error', () => {
    render(<CheckboxField id="terms" label="I agree" error="Please agree first" />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Please agree first');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
