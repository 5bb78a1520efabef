// Prints JS size (raw and gzip) per entry and per exposed module, and fails the build over budget.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const BUDGET_FILE = path.join(__dirname, '..', '..', 'budgets.json');

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

class SizeBudgetPlugin {
  constructor({ app }) {
    this.app = app;
  }

  apply(compiler) {
    compiler.hooks.emit.tap('SizeBudgetPlugin', (compilation) => {
      const budgets = JSON.parse(fs.readFileSync(BUDGET_FILE, 'utf8'))[this.app] ?? {};
      const rows = [];
      for (const [name, group] of compilation.namedChunkGroups) {
        const isEntry = compilation.entrypoints.has(name);
        const isExpose = name.startsWith('__federation_expose_');
        if (!isEntry && !isExpose) continue;
        const files = new Set();
        for (const chunk of group.chunks) {
          for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        let raw = 0;
        let gzip = 0;
        for (const file of files) {
          const source = compilation.getAsset(file)?.source.buffer();
          if (!source) continue;
          raw += source.length;
          gzip += zlib.gzipSync(source, { level: 9 }).length;
        }
        const label = isExpose
          ? `expose ${name.replace('__federation_expose_', './')}`
          : `entry ${name}`;
        rows.push({
          label,
          key: isExpose ? name.replace('__federation_expose_', './') : name,
          raw,
          gzip,
        });
      }
      const lines = rows.map((row) => {
        const budget = budgets[row.key];
        const over = budget && row.gzip > budget * 1024;
        if (over) {
          compilation.errors.push(
            new Error(
              `${this.app}: ${row.label} is ${kb(row.gzip)} gzip, over its budget of ${budget} KB (budgets.json)`,
            ),
          );
        }
        const limit = budget ? ` / budget ${budget} KB` : '';
        return `  ${row.label.padEnd(28)} ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(10)} gzip${limit}${over ? '  OVER BUDGET' : ''}`;
      });
      console.log(
        `\nJS size report for ${this.app} (initial chunks of each entry and exposed module):\n${lines.join('\n')}\n`,
      );
    });
  }
}

module.exports = { SizeBudgetPlugin };
