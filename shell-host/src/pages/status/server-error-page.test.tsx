import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ServerErrorPage, { ServerErrorScreen } from './server-error-page.tsx';
import { pageProps, renderWithShell } from '../testing.tsx';

describe('ServerErrorScreen', () => {
  it('shows 500, the apology, the status page and the top stories', async () => {
    const { navigate } = renderWithShell(<ServerErrorPage {...pageProps('errorPage')} />);
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Apologies, but something went wrong on our end.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inkpot Status' })).toHaveAttribute('href', 'https://status.inkpot.test');
    const top = screen.getByRole('link', { name: 'top stories' });
    expect(top).toHaveAttribute('href', '/browse/top');
    await userEvent.click(top);
    expect(navigate).toHaveBeenCalledWith('/browse/top');
  });

  it('works without the shell: the status route and plain links', () => {
    render(<ServerErrorScreen />);
    expect(screen.getByRole('link', { name: 'Inkpot Status' })).toHaveAttribute('href', '/status');
    expect(screen.getByRole('link', { name: 'top stories' })).toHaveAttribute('href', '/browse/top');
  });

  it('takes a status page address from its caller', () => {
    render(<ServerErrorScreen statusUrl="https://status.example" />);
    expect(screen.getByRole('link', { name: 'Inkpot Status' })).toHaveAttribute('href', 'https://status.example');
  });
});
