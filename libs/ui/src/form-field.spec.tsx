import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './alert-dialog';
import { Button } from './button';
import { CheckboxField, FormAlert, SelectField, TextField } from './form-field';

describe('TextField', () => {
  it('is named by its label and described by its hint and error', () => {
    render(<TextField label="Password" hint="At least 8 characters" error="Too short" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 8 characters Too short');
  });

  it('is valid and described by its hint alone without an error', () => {
    render(<TextField label="Email" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('We never share it');
  });
});

describe('SelectField and CheckboxField', () => {
  it('offers a placeholder first and reports its error', () => {
    render(
      <SelectField
        label="State"
        placeholder="Choose a state"
        options={[{ value: 'CO', label: 'Colorado' }]}
        error="Choose a state"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a state',
      'Colorado',
    ]);
  });

  it('names a checkbox by its label', async () => {
    render(<CheckboxField label="Email me offers" />);
    await userEvent.click(screen.getByText('Email me offers'));
    expect(screen.getByRole('checkbox', { name: 'Email me offers' })).toBeChecked();
  });
});

describe('FormAlert', () => {
  it('announces errors as alerts and other messages as status', () => {
    render(
      <>
        <FormAlert>Wrong password</FormAlert>
        <FormAlert tone="info">Check your email</FormAlert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.getByRole('status')).toHaveTextContent('Check your email');
  });
});

describe('AlertDialog', () => {
  it('is a named modal alert that focuses its first action, keeps Tab inside and gives focus back', async () => {
    const onStay = vi.fn();
    function Harness({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">Before</button>
          {open ? (
            <AlertDialog
              title="Still there?"
              actions={
                <>
                  <Button onClick={onStay}>Stay</Button>
                  <Button variant="secondary">Leave</Button>
                </>
              }
            >
              <p>Your session will end.</p>
            </AlertDialog>
          ) : null}
        </>
      );
    }
    const { rerender } = render(<Harness open={false} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    rerender(<Harness open />);

    const dialog = screen.getByRole('alertdialog', { name: 'Still there?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Your session will end.');
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Leave' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onStay).toHaveBeenCalledOnce();

    rerender(<Harness open={false} />);
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
  });
});
