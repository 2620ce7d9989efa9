import type { ConfigState } from './slice';

interface WithConfig {
  config: ConfigState;
}

export const selectConfig = (state: WithConfig) => state.config.data;
export const selectConfigLoad = (state: WithConfig) => state.config.load;
export const selectConfigSave = (state: WithConfig) => state.config.save;
export const selectTerms = (state: WithConfig) => state.config.terms;
