const { rmSync } = require('node:fs');

module.exports = async () => {
  if (process.env.PASHMINA_TEST_SNAPSHOTS)
    rmSync(process.env.PASHMINA_TEST_SNAPSHOTS, { recursive: true, force: true });
};
