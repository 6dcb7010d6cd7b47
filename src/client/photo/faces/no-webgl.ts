/*
 * face-api's browser build imports the WebGL backend; the app runs the detector on the WebAssembly
 * backend only (webpack.config.ts FACE_DETECTOR_ALIASES), so the import is given nothing.
 */
export {};
