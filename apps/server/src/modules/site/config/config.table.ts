export interface ConfigTable {
  config_key: string;
  value: string; // JSON
  update_time: number;
}

/** The tables the config module owns, by name. */
export interface ConfigTables {
  config: ConfigTable;
}
