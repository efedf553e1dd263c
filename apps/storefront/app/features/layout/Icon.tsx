// The icons moved into the UI kit (ui/Icon.tsx); this path stays only for work in flight that still imports it here.
export { Icon } from '../../ui/Icon';
