// The stories' providers, styles and loaders belong to the frontend, beside its other test helpers.
export { default } from '../frontend/src/test/storybook/preview';
