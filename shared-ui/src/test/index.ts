// Test helpers, imported as '@pashmina/shared-ui/test' (never from the main barrel,
// so production bundles do not carry testing-library).
export * from './renderWithProviders';
export * from './renderArea';
export * from './mockApi';
export * from './fixtures';
