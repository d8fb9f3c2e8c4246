import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// MUI screens in jsdom take ~1 s per interaction-heavy test alone and several times that on a shared
// 2-core machine under load, where jest's default 5 s made them flaky. (testTimeout in a project
// config is ignored; this file is loaded by the jsdom projects only.)
jest.setTimeout(15_000);
