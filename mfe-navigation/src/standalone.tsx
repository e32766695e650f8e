import('./standalone-bootstrap.ts');
