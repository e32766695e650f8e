// The async boundary lets the federation runtime negotiate shared modules before React loads.
void import('./bootstrap.tsx');
