import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, initials } from './Avatar';
import { Field } from './Field';
import { Pagination } from './Pagination';

describe('Avatar', () => {
  it('shows initials when there is no photo', () => {
    expect(initials('Ada Chioma Obi')).toBe('AO');
    expect(initials('  kente ')).toBe('K');
    render(<Avatar name="Ada Obi" />);
    expect(screen.getByRole('img', { name: 'Ada Obi' }).textContent).toBe('AO');
  });
});

describe('Field', () => {
  it('ties the hint and the error to the control', () => {
    render(
      <Field label="Email" hint="We never share it." error="Email is required.">
        {(control) => <input type="email" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['We never share it.', 'Email is required.']);
  });
});

describe('Pagination', () => {
  it("shows 'page of total' and moves with Previous and Next", () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
