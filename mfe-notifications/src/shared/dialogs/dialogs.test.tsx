import { fireEvent, render, screen } from '@testing-library/react';
import { CharacterCounter } from './character-counter.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { HintPopover } from './hint-popover.tsx';

describe('ConfirmDialog', () => {
  const renderDialog = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(
      <ConfirmDialog
        open
        title="Mute this writer?"
        confirmText="Mute"
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      >
        You won’t see their stories.
      </ConfirmDialog>,
    );
    return { onConfirm, onCancel };
  };

  it("offers 'Cancel' by default, the confirm action and a close button", () => {
    const { onConfirm, onCancel } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Mute this writer?' });
    expect(dialog).toHaveClass('ink-confirm--default');
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('takes another cancel text and the destructive or error style', () => {
    renderDialog({ cancelText: 'Keep', tone: 'destructive' });
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveClass('ink-confirm--destructive');
  });

  it('shows the error style', () => {
    renderDialog({ tone: 'error' });
    expect(screen.getByRole('dialog')).toHaveClass('ink-confirm--error');
  });

  it('is not shown while closed', () => {
    render(<ConfirmDialog open={false} title="Hidden" confirmText="OK" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('HintPopover', () => {
  it("says 'New! ...' and is dismissed with 'Okay, got it'", () => {
    const onDismiss = jest.fn();
    render(<HintPopover text="Follow writers to see their stories first." onDismiss={onDismiss} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('New!Follow writers to see their stories first.');
    fireEvent.click(screen.getByRole('button', { name: 'Okay, got it' }));
    expect(onDismiss).toHaveBeenCalled();
  });
});

describe('CharacterCounter', () => {
  it("shows 'count/limit', red only above the limit", () => {
    const { rerender } = render(<CharacterCounter count={140} limit={140} />);
    expect(screen.getByText('140/140')).toHaveAttribute('data-over', 'false');
    expect(screen.getByText('140/140')).not.toHaveClass('ink-counter--over');
    rerender(<CharacterCounter count={141} limit={140} />);
    expect(screen.getByText('141/140')).toHaveClass('ink-counter--over');
  });
});
