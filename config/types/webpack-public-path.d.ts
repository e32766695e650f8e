// webpack's free variable for where the bundle's own files are served (the host's: /_/shell/).
declare let __webpack_public_path__: string;
