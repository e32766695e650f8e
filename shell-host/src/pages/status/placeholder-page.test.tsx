import { screen } from '@testing-library/react';
import PlaceholderPage, { pageTitle } from './placeholder-page.tsx';
import { pageProps, renderWithShell } from '../testing.tsx';

describe('pageTitle', () => {
  it('has good titles for the common pages', () => {
    expect(pageTitle('settings')).toBe('Settings');
    expect(pageTitle('your-catalogs')).toBe('Your library');
    expect(pageTitle('landing-about')).toBe('About Inkpot');
    expect(pageTitle('landing-write', 'Quill')).toBe('Write on Quill');
  });

  it('turns any other identifier into words', () => {
    expect(pageTitle('landing-partner-program')).toBe('Partner Program');
    expect(pageTitle('publication-newsletter-settings')).toBe('Publication Newsletter Settings');
    expect(pageTitle('two-col-your-followed-catalogs')).toBe('Your Followed Catalogs');
    expect(pageTitle('landing-b2b')).toBe('Inkpot for teams');
    expect(pageTitle('mission-control')).toBe('Mission Control');
    expect(pageTitle('tag-inkpot')).toBe('Tag Inkpot');
  });
});

describe('PlaceholderPage', () => {
  it('titles the page, says it is not available yet and links home', () => {
    const props = pageProps('partnerDashboard');
    renderWithShell(<PlaceholderPage {...props} />);
    expect(props.page).toBe('partner-program-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Program' })).toBeInTheDocument();
    expect(screen.getByText('This page is not available on Inkpot yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
