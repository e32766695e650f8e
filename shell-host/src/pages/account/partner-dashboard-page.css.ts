/**
 * Styles of the Partner Program dashboard, rendered once beside the pages' own (`DashboardStyles`).
 * Sizes on the pages' 4 px grid; the figures and the chart use the stats page's classes.
 */
export const PARTNER_DASHBOARD_STYLE_HREF = 'ink-partner-dashboard';

export const partnerDashboardCss = `
.ink-partner-dashboard__status { display: grid; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); gap: 16px;
  margin: 0 0 40px; padding: 0; list-style: none; }
.ink-partner-dashboard__card { padding: 16px 20px; border: 1px solid #e6e6e6; border-radius: 8px; }
.ink-partner-dashboard__card h2 { margin: 0 0 4px; font-size: 16px; font-weight: 600; }
.ink-partner-dashboard__card p { margin: 0 0 8px; color: #6b6b6b; font-size: 14px; }
.ink-partner-dashboard__card p:last-child { margin-bottom: 0; }
.ink-partner-dashboard__card .ink-partner-dashboard__ok { color: #1a7f37; }
.ink-pages .ink-partner-dashboard a { color: #242424; text-decoration: underline; }
.ink-partner-dashboard section { margin: 0 0 40px; }
.ink-partner-dashboard__lead { margin: 0 0 24px; color: #6b6b6b; }
`;
