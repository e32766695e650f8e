export { default } from '@inkpot/config/eslint';
