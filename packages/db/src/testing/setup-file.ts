// Vitest setup file (every test file): drops the file's test databases afterwards. Cheap when a file uses none.
import { afterAll } from 'vitest';
import { cleanupFileDatabases } from './state.ts';

afterAll(cleanupFileDatabases);
