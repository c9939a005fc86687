import { useState } from 'react';
import { GALLERY_STATES } from './gallery-kit';
import { GALLERY_SPECS } from './gallery-specs';
import { Specimen } from './gallery-specimen';
import { GALLERY_TEXT } from './gallery-texts';
import './widget-gallery.css';

/**
 * The widget gallery (/widget-gallery): a development page beside /ui-kit, left out of the
 * published package. Every widget of spec 001 §3 in every state, at once, for the e2e and axe
 * checks and for anyone changing a widget.
 */
export function WidgetGalleryScreen() {
  const [now] = useState(() => new Date());
  return (
    <main id="main" className="registry-page registry-gallery">
      <h1>{GALLERY_TEXT.title}</h1>
      <p className="registry-gallery__intro">{GALLERY_TEXT.intro}</p>
      <nav aria-labelledby="gallery-contents" className="registry-gallery__contents">
        <h2 id="gallery-contents">{GALLERY_TEXT.contents}</h2>
        <ul>
          {GALLERY_SPECS.map((spec) => (
            <li key={spec.widget}>
              <a href={`#gallery-${spec.widget}`}>{spec.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {GALLERY_SPECS.map((spec) => (
        <section
          key={spec.widget}
          id={`gallery-${spec.widget}`}
          aria-labelledby={`gallery-${spec.widget}-heading`}
          className="registry-gallery__widget"
        >
          <h2 id={`gallery-${spec.widget}-heading`}>
            {spec.name} <code className="registry-gallery__code">{spec.widget}</code>
          </h2>
          <p className="registry-gallery__about">{spec.about}</p>
          <div className={`registry-gallery__states${spec.wide ? ' registry-gallery__states--wide' : ''}`}>
            {(spec.single ? (['filled'] as const) : GALLERY_STATES).map((state) => (
              <Specimen key={state} spec={spec} state={state} now={now} />
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}
