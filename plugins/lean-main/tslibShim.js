/**
 * The tslib helpers that @docusaurus/utils-common (compiled to CommonJS with
 * importHelpers) calls in the browser, instead of all of tslib (10 KB of
 * main.js for one helper). tests/unit/leanMain.test.ts checks that every helper
 * utils-common calls is here and behaves as tslib's.
 */
function __importDefault(mod) {
  return mod && mod.__esModule ? mod : { default: mod };
}

module.exports = { __importDefault };
