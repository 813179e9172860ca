// React and React DOM are CommonJS: the bundle runs their code when a module first imports them. This module, in the
// framework-react chunk (vite.config.ts), imports them there, so that the chunk's evaluation (a task of its own, before
// the entry's: src/app-loader.ts) runs it, and the entry's evaluation finds it done.
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
