import ViewEngine
