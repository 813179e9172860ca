const plate = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#e9fceb"/>
<circle cx="200" cy="150" r="78" fill="#fff" stroke="#a8f0af" stroke-width="6"/>
<circle cx="200" cy="150" r="52" fill="none" stroke="#cff7d3" stroke-width="4"/>
<rect x="92" y="96" width="8" height="108" rx="4" fill="#81e98c"/>
<rect x="300" y="96" width="8" height="108" rx="4" fill="#81e98c"/>
</svg>`;

/** Shown in place of a dish picture that cannot be loaded: an empty plate in the shop's greens. */
export const dishPictureFallback = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(plate)}`;
