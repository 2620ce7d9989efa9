// Small, fast seeds for tests; the demo server uses the realistic defaults.
process.env.MOCK_SEED_SIZE = process.env.MOCK_SEED_SIZE || 'small';
