import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from './confirm-dialog.tsx';

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
