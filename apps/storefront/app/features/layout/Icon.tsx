// The icons moved into the UI kit; this path stays for the screens that still import it from here.
export { Icon } from '../../ui/Icon';
