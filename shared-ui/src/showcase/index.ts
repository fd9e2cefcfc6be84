export { StyleShowcase, type StyleShowcaseProps } from './style-showcase';
