// webpack's free variable for the nonce of the scripts it creates (https://webpack.js.org/guides/csp/).
declare let __webpack_nonce__: string;
