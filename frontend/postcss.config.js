import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';
import lightOnly from './scripts/light-only.mjs';

export default {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    // After Mantine's preset, which writes its light-dark() and dark mixins out as dark-scheme rules.
    lightOnly(),
  ],
};
