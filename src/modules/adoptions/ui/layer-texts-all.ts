import ar from './layer-texts.ar.json';
import de from './layer-texts.de.json';
import en from './layer-texts.en.json';
import es from './layer-texts.es.json';
import fr from './layer-texts.fr.json';
import it from './layer-texts.it.json';
import nl from './layer-texts.nl.json';
import pl from './layer-texts.pl.json';

/** The map layer's texts in every language: one chunk the layer loads after its own (see layer-texts.ts). */
export const LAYER_TEXTS = { en, de, fr, es, it, nl, pl, ar };

export type LayerTextsModule = { LAYER_TEXTS: typeof LAYER_TEXTS };
