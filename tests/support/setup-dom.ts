import { configure } from '@testing-library/dom';

// Lazy screens are compiled on first import; under CI load that can take longer than the default 1 s
// that findBy* waits. The tests still fail when the element never appears.
configure({ asyncUtilTimeout: 10_000 });
