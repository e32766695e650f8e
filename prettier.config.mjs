export { default } from '@inkpot/config/prettier';
