import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, recordPuts } from '../../../test/browser';
import { refusedAt, renderWithProviders } from '../../../test/render';
import { SideBusinessForm } from './SideBusinessForm';

cleanUpAfterEach();

describe('SideBusinessForm', () => {
  it("ties the schema's messages to their fields, then sends the schema's output", async () => {
    const puts = recordPuts({ name: 'Adire Hub' });
    const onSaved = vi.fn();
    renderWithProviders(<SideBusinessForm idPrefix="side" onSaved={onSaved} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save business' }));
    const name = screen.getByRole('textbox', { name: /Business name/ });
    await refusedAt(name);
    expect(name.id).toBe('side-name');
    expect(document.getElementById('side-name-error')?.textContent).toBeTruthy();
    expect(puts).toEqual([]);

    fireEvent.input(name, { target: { value: ' Adire Hub ' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Address/ }), { target: { value: '12 Broad St, Lagos' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Sector/ }), { target: { value: 'Design' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Business email/ }), { target: { value: 'hi@adire.ng' } });
    fireEvent.input(screen.getByRole('textbox', { name: /Business phone number/ }), {
      target: { value: '0803 123 4567' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save business' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(puts).toEqual([
      {
        name: 'Adire Hub',
        cac_number: null,
        address: '12 Broad St, Lagos',
        sector: 'Design',
        email: 'hi@adire.ng',
        phone_number: '+2348031234567',
      },
    ]);
  });
});
