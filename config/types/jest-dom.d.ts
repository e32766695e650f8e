// The jest-dom matchers are installed by config/jest/setup.ts, which the type check does not see.
/// <reference types="@testing-library/jest-dom" />
