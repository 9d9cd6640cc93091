const crypto = require('node:crypto');

/** A page body's key: the same in both builds, from its source file (and query) relative to the site. */
function bodyKey(source) {
  return crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
}

module.exports = { bodyKey };
