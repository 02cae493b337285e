import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, initials } from './Avatar';
import { Dialog } from './Dialog';
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

function OpensDialog({ fromMenu = false }: { fromMenu?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {fromMenu ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger>Actions</DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content>
              <DropdownMenu.Item onSelect={() => setOpen(true)}>Delete</DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          Delete
        </button>
      )}
      <Dialog open={open} onOpenChange={setOpen} title="Delete it?">
        <button type="button">Yes</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to the control that opened it', async () => {
    render(<OpensDialog />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete it?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opened from a menu item, gives focus back to the menu button (the item has gone with its menu)', async () => {
    render(<OpensDialog fromMenu />);
    const menuButton = screen.getByRole('button', { name: 'Actions' });
    menuButton.focus();
    fireEvent.keyDown(menuButton, { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    item.focus();
    fireEvent.keyDown(item, { key: 'Enter' });
    await screen.findByRole('dialog', { name: 'Delete it?' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });
});
