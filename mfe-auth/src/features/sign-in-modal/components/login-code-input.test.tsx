import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { emptyCode, type CodeDigits } from '../model/login-code.ts';
import { LoginCodeInput } from './login-code-input.tsx';

function Harness({ onSubmit, disabled = false }: { onSubmit: (code: string) => void; disabled?: boolean }) {
  const [digits, setDigits] = useState<CodeDigits>(emptyCode());
  return (
    <LoginCodeInput
      digits={digits}
      disabled={disabled}
      invalid={false}
      onChange={setDigits}
      onSubmit={() => onSubmit(digits.join(''))}
    />
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () => [1, 2, 3, 4, 5, 6].map((n) => (box(n) as HTMLInputElement).value);

describe('LoginCodeInput', () => {
  it('is a group of six numeric boxes named for the reader', () => {
    render(<Harness onSubmit={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Login code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('takes digits only and advances on each one', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={jest.fn()} />);
    await user.click(box(1));
    await user.keyboard('4x 2-9');
    expect(values()).toEqual(['4', '2', '9', '', '', '']);
    expect(box(4)).toHaveFocus();
  });

  it('goes back on Backspace, clearing as it goes', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={jest.fn()} />);
    await user.click(box(1));
    await user.keyboard('123{Backspace}{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(box(2)).toHaveFocus();
  });

  it('fills every box from a pasted code and submits on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(box(3));
    await user.paste('987 654');
    expect(values()).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(box(6)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('987654');
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={jest.fn()} />);
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
  });

  it('is disabled while loading', () => {
    render(<Harness onSubmit={jest.fn()} disabled />);
    for (const n of [1, 2, 3, 4, 5, 6]) expect(box(n)).toBeDisabled();
  });
});
