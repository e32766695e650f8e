/** Unit and component tests for every workspace, beside the code they test. */
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
