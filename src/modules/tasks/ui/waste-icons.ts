/** The waste-type icon paths live in the contract, so the embeddable widget draws the same markers. */
export { WASTE_ICON_PATHS } from '../contract';
