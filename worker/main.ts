// The worker entry: exposes the sync engine over Comlink to the app.
import * as Comlink from 'comlink';
import { keepErrorFields } from './comlink-errors';
import { createEngine } from './engine';

keepErrorFields();
Comlink.expose(createEngine());
