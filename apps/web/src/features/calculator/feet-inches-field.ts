// A chunk of its own: only a body-measure calculator switched to US units shows height in feet and inches, so the
// pages load it when the visitor reaches for the unit toggle, not with the page.
export { FeetInchesField as default } from '@calchub/ui';
