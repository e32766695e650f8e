/** Unit and component tests for every workspace, beside the code they test. */

// In one time zone behind UTC wherever they run (the workers inherit it), so a date written in the
// wrong zone (the server's UTC where the reader's was meant, or the other way) fails everywhere alike.
process.env.TZ = 'America/Los_Angeles';

export default {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared-contracts',
    '<rootDir>/shell-host',
    '<rootDir>/mfe-navigation',
    '<rootDir>/mfe-auth',
    '<rootDir>/mfe-membership',
    '<rootDir>/mfe-search',
    '<rootDir>/mfe-notifications',
    '<rootDir>/config',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // zod, rxjs and friends ship ESM that Jest's CommonJS runtime cannot load untransformed.
  transformIgnorePatterns: [],
  setupFilesAfterEnv: ['<rootDir>/config/jest/setup.ts'],
};
