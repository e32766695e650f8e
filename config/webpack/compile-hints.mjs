// V8's explicit compile hints for the page's scripts (Chrome 136+): a script that starts with the
// magic comment has all its functions compiled as it streams in, on a background thread. Without
// it, V8 compiles each function the first time it is called, on the main thread: the federation
// runtime's start, React's hydration and the shell's first render each paid for compiling the code
// they ran (the host's main.js task on a slow phone, 240 ms in Lighthouse's trace, was 104 ms with
// the hint). Browsers without the feature read a comment.

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Libraries a page calls a few functions of (operators, validators, formatters, the GraphQL
 * printer): compiling all of theirs would be work for nothing, so a chunk made mostly of them is
 * left to compile lazily.
 */
const FEW_FUNCTIONS_CALLED = /[\\/]node_modules[\\/](rxjs|zod|graphql|date-fns|tslib)[\\/]/;

/** Whether most of a chunk (by size) is code the page runs when it loads the chunk. */
function calledOnLoad(compilation, chunk) {
  let called = 0;
  let few = 0;
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    // A concatenated module is counted by the modules it joined.
    for (const part of module.modules ?? [module]) {
      if (FEW_FUNCTIONS_CALLED.test(part.nameForCondition() ?? '')) few += part.size();
      else called += part.size();
    }
  }
  return called > few;
}

export class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before source maps and content hashes.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!calledOnLoad(compilation, chunk)) continue;
            for (const file of chunk.files) {
              if (file.endsWith('.js'))
                compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
            }
          }
        },
      );
    });
  }
}
